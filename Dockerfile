# VeloForge app image (Node LTS). Build: docker build -t veloforge .
# It runs with NODE_ENV=production: give it STRIPE_SECRET_KEY, or ALLOW_TEST_CHECKOUT=true for a
# demo whose purchases go through the built-in test checkout (the server refuses to start else).
FROM node:24-slim

ENV PNPM_VERSION=12.4.2 \
    NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data

RUN npm install -g "pnpm@${PNPM_VERSION}"

WORKDIR /app
COPY . .
RUN NODE_ENV=development pnpm install --frozen-lockfile && pnpm run build \
  && mkdir -p /data && chown -R node:node /data

USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["pnpm", "--filter", "@veloforge/server", "start"]
