#!/bin/sh
# Fills the integrator's settings into a tenant's generated nginx.conf (the lines marked "# SETTING <name>"), then runs
# the given command (the container's nginx). Used by the Dockerfile; tests/build/containerStart.test.ts runs it.
#   ABOFLOW_API_UPSTREAM  host:port of the back end that answers /api (required)
#   ABOFLOW_START_RENDERER  host:port of the Start renderer (optional; the image's `renderer` target runs one). A name that
#                         does not resolve when nginx starts is left out with a warning: nginx would refuse to start
#                         on it, and without a renderer the Start route is the bundle's own page.
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

if [ -n "${ABOFLOW_START_RENDERER:-}" ]; then
  renderer_host="${ABOFLOW_START_RENDERER%:*}"
  renderer_port="${ABOFLOW_START_RENDERER##*:}"
  valid=yes
  case "$ABOFLOW_START_RENDERER" in *[!A-Za-z0-9.:_[\]-]*|:*) valid=no ;; esac
  case "$renderer_port" in ''|*[!0-9]*) valid=no ;; esac
  [ "$renderer_host" != "$ABOFLOW_START_RENDERER" ] || valid=no
  [ "$valid" = yes ] || { echo "ABOFLOW_START_RENDERER must be host:port, not: $ABOFLOW_START_RENDERER" >&2; exit 1; }
  renderer_host="${renderer_host#[}"
  renderer_host="${renderer_host%]}"
  # An address needs no lookup; a name must resolve now (a container on the same network that is not up yet does not).
  case "$renderer_host" in
    *:*) is_name=no ;;
    *[!0-9.]*) is_name=yes ;;
    *) is_name=no ;;
  esac
  if [ "$is_name" = no ] || getent hosts "$renderer_host" >/dev/null 2>&1; then
    sed -i "s|^\( *server \)[^;]*\(; *# SETTING start-renderer\)$|\1${ABOFLOW_START_RENDERER}\2|" "$conf"
  else
    echo "aboflow: the Start renderer $ABOFLOW_START_RENDERER does not resolve; Start is served as the bundle's own page." >&2
  fi
fi

# A container without IPv6 cannot listen on [::].
[ -e /proc/net/if_inet6 ] || sed -i '/# SETTING listen-.*-ipv6$/d' "$conf"

for file in $(sed -n 's|^ *ssl_certificate\(_key\)\{0,1\} \([^;]*\);.*|\2|p' "$conf"); do
  [ -r "$file" ] || { echo "No certificate file $file: mount the certificate chain and its key there (docker run -v /path/to/tls:$(dirname "$file"):ro ...)." >&2; exit 1; }
done

exec "$@"
