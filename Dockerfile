# syntax=docker/dockerfile:1
# One tenant's checkout, served by nginx with the configuration the build generates for it (docs/deployment.md, "Serving the bundles: compression and headers"):
#   docker build --build-arg TENANT=sz -t aboflow-sz .
#   docker run -p 443:443 -p 80:80 -e ABOFLOW_API_UPSTREAM=api.internal:8081 \
#     -v /path/to/tls/sz:/etc/aboflow/tls/sz:ro aboflow-sz
# The integrator gives the back end that answers /api (ABOFLOW_API_UPSTREAM, host:port) and the TLS certificate of the
# tenant's hosts (fullchain.pem and privkey.pem, mounted at /etc/aboflow/tls/<tenant>/); the image holds neither.
# ABOFLOW_START_RENDERER (host:port, optional) names the Start renderer, which the `renderer` target below builds.

ARG TENANT=sz

# Build: the tenant's bundle with Node 24, as `npm run build -- --tenant <key>` does on a developer's machine.
FROM node:24-bookworm-slim AS build
ARG TENANT
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node cli/aboflow.mjs build --tenant "$TENANT" \
 && mkdir /site \
 && cp -R "dist/$TENANT/." /site/ \
 && rm -rf /site/security /site/deploy

# The Start renderer (docs/deployment.md, "The Start renderer"), a second image from the same build, for a container of
# its own beside the nginx one (its default target below). Build it with --target renderer; it needs the checkout,
# Node and node_modules, which the nginx image leaves out.
#   docker build --build-arg TENANT=sz --target renderer -t aboflow-sz-renderer .
#   docker run --network aboflow --name sz-start -e ABOFLOW_API_UPSTREAM=api.internal:8081 aboflow-sz-renderer
# It trusts the forwarded headers nginx sets: publish no port of it, let only the nginx container reach it
# (ABOFLOW_START_RENDERER=sz-start:8082 there).
FROM build AS renderer
ARG TENANT
ENV ABOFLOW_TENANT=${TENANT}
USER node
EXPOSE 8082
CMD ["sh", "-c", "exec node cli/aboflow.mjs serve-start --tenant \"$ABOFLOW_TENANT\" --upstream \"http://${ABOFLOW_API_UPSTREAM:?set ABOFLOW_API_UPSTREAM to host:port of the back end that answers /api}\" --host 0.0.0.0 --port 8082"]

# Serve: Debian bookworm's nginx and ngx_brotli's static module, the same packages .ci/run installs, so the
# configuration below is the one CI serves a bundle through (tests/deploy/nginx.spec.ts) and checks with nginx -t
# (tests/build/deployConfigs.test.ts, tests/build/containerStart.test.ts).
FROM debian:bookworm-slim
ARG TENANT
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default
# The build's own dist/$TENANT/deploy/nginx.conf, unchanged: its root and certificate paths are the placeholders
# /srv/aboflow/$TENANT and /etc/aboflow/tls/$TENANT/; docker/start-nginx.sh fills in the upstream at each start.
COPY --from=build /app/dist/${TENANT}/deploy/nginx.conf /etc/nginx/conf.d/aboflow.conf
COPY --from=build /site/ /srv/aboflow/${TENANT}/
COPY docker/start-nginx.sh /usr/local/bin/aboflow-start-nginx
EXPOSE 80 443
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/usr/local/bin/aboflow-start-nginx", "/etc/nginx/conf.d/aboflow.conf"]
CMD ["nginx", "-g", "daemon off;"]
