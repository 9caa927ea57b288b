# The same steps as the README: `npm ci`, `npm run build`, `npm run media` (the demo pictures, drawn
# into the image; the runtime has no generator), then production dependencies only and
# `node dist/server/index.js`. tests/e2e/container.test.ts runs these steps without Docker.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/content-model/package.json ./packages/content-model/
COPY packages/demo-content/package.json ./packages/demo-content/
COPY packages/strapi-emulator/package.json ./packages/strapi-emulator/
COPY tools/demo-media/package.json ./tools/demo-media/
RUN --mount=type=secret,id=npm_ca,required=false \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# Pictures drawn by an earlier build are copied from BuildKit's cache instead of drawn again.
RUN --mount=type=cache,target=/root/.cache/dkg-website npm run media

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
# The JavaScript heap is collected before it grows past 192 MB (the live heap is well under 100 MB;
# the page cache lives outside it) and its young generation stays small: without bounds V8 lets
# garbage pile up under load (docs/decisions: deadlines, revalidation, memory).
ENV NODE_OPTIONS="--max-old-space-size=192 --max-semi-space-size=8"
# Blocks of 128 KB and more (the compressors' tables and windows) get memory of their own, given back
# when freed. glibc otherwise raises this threshold to the largest block freed so far, and from then
# on serves such blocks from its arenas, where the holes they leave stay resident.
ENV MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/content-model/package.json ./packages/content-model/
COPY packages/demo-content/package.json ./packages/demo-content/
COPY packages/strapi-emulator/package.json ./packages/strapi-emulator/
COPY tools/demo-media/package.json ./tools/demo-media/
# The site and the packages it loads at run time (the emulator and the demo content, used when
# CONTENT_API_URL is unset); not the picture generator. Node itself comes from the image.
RUN --mount=type=secret,id=npm_ca,required=false \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --omit=dev --omit=optional --include-workspace-root --workspace=@dkg/content-model --workspace=@dkg/demo-content --workspace=@dkg/strapi-emulator --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/packages/content-model/dist ./packages/content-model/dist
COPY --from=build /app/packages/demo-content/dist ./packages/demo-content/dist
COPY --from=build /app/packages/strapi-emulator/dist ./packages/strapi-emulator/dist
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/index.js"]
