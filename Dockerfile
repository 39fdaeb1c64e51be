# syntax=docker/dockerfile:1
# Tenho in one image: the API bundle (apps/api/dist) serving the built web app (apps/web/dist).
# The same image runs an API process (default command) or a worker (`node apps/api/dist/worker.js`).
# deploy/compose.yaml runs a whole network from it. Build from the repository root:
#   docker build -t tenho .

# 1. Build: every dependency, then `npm run build` (web app + API bundle), as CI does.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
# In the image nothing runs while it builds: the web app is built straight into apps/web/dist.
RUN WEB_BUILD_IN_PLACE=1 npm run build

# 2. The API's production dependencies only (the bundle imports them from node_modules).
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace @tenho/api --no-audit --no-fund

# 3. Runtime: the bundle, the built web app, production dependencies; runs as the image's `node` user.
FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the process and its database answer (the image has no curl; Node's fetch does it).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
