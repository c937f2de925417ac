#!/usr/bin/env bash
# Writes hostile.csv with today's CSV writer, opens it headless in LibreOffice Calc with `;` and then
# `,` as the separator, and saves what Calc made of it as hostile-semicolon.xlsx and hostile-comma.xlsx.
# Needs Debian's libreoffice-calc. Fails if Calc made a formula of any cell.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
command -v soffice >/dev/null || { echo "soffice not found: apt-get install -y libreoffice-calc" >&2; exit 1; }

# npx runs from the nearest package.json, hence the full path
npx tsx "$here/write-csv.ts"
work=$(mktemp -d /tmp/csv-in-libreoffice.XXXXXX)
trap 'rm -rf "$work"' EXIT

# CSV filter tokens: separator, text delimiter ", UTF-8, from line 1; quoted field as text off (token 7),
# spaces kept (11), formulas evaluated (13): the settings under which a cell would run
open_as() {
  cp hostile.csv "$work/hostile-$1.csv"
  soffice -env:UserInstallation="file://$work/profile" --headless --infilter="CSV:$2,34,76,1,,,false,,,,false,,true" \
    --convert-to 'xlsx:Calc MS Excel 2007 XML' --outdir . "$work/hostile-$1.csv" >/dev/null
}
open_as semicolon 59
open_as comma 44

status=0
for file in hostile-semicolon.xlsx hostile-comma.xlsx; do
  formulas=$(unzip -p "$file" 'xl/worksheets/*.xml' | { grep -o '<f[ >]' || true; } | wc -l)
  echo "$file: $formulas formula cells"
  [ "$formulas" -eq 0 ] || status=1
done
exit $status
