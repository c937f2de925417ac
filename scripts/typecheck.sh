#!/usr/bin/env bash
# Type-checks every TypeScript project, two at a time: tsc uses one core, and each project stands alone.
set -euo pipefail
cd "$(dirname "$0")/.."
printf '%s\n' packages/contract apps/server apps/web e2e | xargs -P 2 -I {} npx tsc -p {}
