#!/usr/bin/env bash
# Writes export.xlsx with today's .xlsx writer, opens it headless in LibreOffice Calc and saves what
# Calc read as calc-read.csv (each cell as Calc shows it). Needs Debian's libreoffice-calc.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
command -v soffice >/dev/null || { echo "soffice not found: apt-get install -y libreoffice-calc" >&2; exit 1; }

# npx runs from the nearest package.json, hence the full path
npx tsx "$here/write-xlsx.ts"
work=$(mktemp -d /tmp/xlsx-in-libreoffice.XXXXXX)
trap 'rm -rf "$work"' EXIT

# CSV filter tokens: `,`, text delimiter ", UTF-8, from line 1; every text quoted (7), cells saved as
# shown (9): days as their format shows them
soffice -env:UserInstallation="file://$work/profile" --headless \
  --convert-to 'csv:Text - txt - csv (StarCalc):44,34,76,1,,1033,true,true,true' --outdir "$work" export.xlsx >/dev/null
mv "$work/export.csv" calc-read.csv
echo "calc-read.csv: $(wc -l < calc-read.csv) lines"
