#!/bin/sh
# Fills the integrator's settings into a tenant's generated nginx.conf (the lines marked "# SETTING <name>"), then runs
# the given command (the container's nginx). Used by the Dockerfile; tests/build/containerStart.test.ts runs it.
#   ABOFLOW_API_UPSTREAM  host:port of the back end that answers /api (required)
#   certificate           the chain and key mounted at the paths of the lines "# SETTING certificate" and "certificate-key"
# Usage: start-nginx.sh <nginx.conf> <command> [arguments...]
set -eu
conf="${1:?the generated nginx.conf to fill in}"
shift

: "${ABOFLOW_API_UPSTREAM:?set ABOFLOW_API_UPSTREAM to host:port of the back end that answers /api (docker run -e ...)}"
case "$ABOFLOW_API_UPSTREAM" in
  *[!A-Za-z0-9.:_[\]-]*) echo "ABOFLOW_API_UPSTREAM must be host:port, not: $ABOFLOW_API_UPSTREAM" >&2; exit 1 ;;
esac
sed -i "s|^\( *server \)[^;]*\(; *# SETTING upstream\)$|\1${ABOFLOW_API_UPSTREAM}\2|" "$conf"

# A container without IPv6 cannot listen on [::].
[ -e /proc/net/if_inet6 ] || sed -i '/# SETTING listen-.*-ipv6$/d' "$conf"

for file in $(sed -n 's|^ *ssl_certificate\(_key\)\{0,1\} \([^;]*\);.*|\2|p' "$conf"); do
  [ -r "$file" ] || { echo "No certificate file $file: mount the certificate chain and its key there (docker run -v /path/to/tls:$(dirname "$file"):ro ...)." >&2; exit 1; }
done

exec "$@"
