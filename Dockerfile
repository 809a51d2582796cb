# syntax=docker/dockerfile:1
# The service's image (docs/operations.md#containers). scripts/container-image.sh
# builds it, every stage and step, with buildah on a base made from Debian's
# packages and Node.js from the npm registry (NODE_IMAGE), and
# test/container/image.test.ts runs the result with podman;
# test/container/container-files.test.ts checks the paths and commands.
#
# Node.js 24, the active LTS line: better-sqlite3 13 ships its binaries in the
# package (linux x64 and arm64) and package.json's allowScripts denies it the
# node-gyp build npm would otherwise start, so nothing is compiled and the
# image needs no Python or compiler; better-sqlite3 12 (optional, for the Node.js
# lines without Node-API 10) is skipped by npm on Node.js 24. Debian's slim
# image (glibc) is the base CI's machines match.
ARG NODE_IMAGE=node:24-bookworm-slim

# The build: the same commands CI runs (.ci/run), then the dev dependencies removed.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/client/package.json packages/client/
COPY packages/receiver/package.json packages/receiver/
COPY optional/ optional/
RUN npm ci --no-audit --no-fund
COPY . .
# The workspace links go too: the server imports neither package.
RUN npm run build \
    && npm prune --omit=dev --no-audit --no-fund \
    && rm -rf node_modules/@recruiting-api

# The runtime: the built server and console, the production dependencies and
# the CLI's entry, owned by root and read by an unprivileged user.
FROM ${NODE_IMAGE} AS runtime
# Private webhook targets stay refused, although the image's SQLite file is the
# default database (where a development start allows them).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEBHOOK_ALLOW_PRIVATE_TARGETS=false \
    RECRUITING_API_REQUIRE_BUILD=1
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/bin ./bin
COPY --from=build /app/scripts/container-healthcheck.mjs ./scripts/
# The default SQLite database and its key file live here (mount a volume on
# it); with DATABASE_URL set to PostgreSQL nothing is written in the container.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "scripts/container-healthcheck.mjs"]
# Node itself is PID 1 (not npm or a shell), so SIGTERM reaches the server, which drains and exits.
ENTRYPOINT ["node", "bin/recruiting-api"]
CMD ["serve"]
