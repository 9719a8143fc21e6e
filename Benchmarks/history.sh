#!/usr/bin/env bash
# Times `farewell status --history` over 24 weekly samples of a 200,000-line repository.
#
#   Benchmarks/history.sh [DIR]      builds DIR (default /tmp/hist-bench) if missing, then times it
#
# The repository: Benchmarks/generate.py --scale 0.2 committed on 2026-01-05, then `farewell plan`
# writing tasks/ and waves/ into it (committed the same day), then 24 commits a week apart, each
# deleting about 2% of the Swift files (those whose index in the sorted list is the week number
# modulo 50), so the Rx count falls week by week. Dates come from GIT_AUTHOR_DATE and
# GIT_COMMITTER_DATE, so the history is the same on every machine.
#
# Then hyperfine times `farewell status --history` cold (the per-commit cache in .farewell/cache/
# removed before each run) and warm (cache kept). Needs git, hyperfine and python3; builds the
# release binary when .build/release/farewell is missing. Extra hyperfine options go in HYPERFINE_OPTS.
set -euo pipefail
cd "$(dirname "$0")/.."

FAREWELL="${FAREWELL:-$PWD/.build/release/farewell}"
DIR="${1:-/tmp/hist-bench}"
read -r -a EXTRA <<< "${HYPERFINE_OPTS:-}"

commit_at() {
  local date="$1" message="$2"
  git -C "$DIR" add -A
  GIT_AUTHOR_DATE="$date" GIT_COMMITTER_DATE="$date" \
    git -C "$DIR" -c user.name=bench -c user.email=bench@example.com commit -q -m "$message"
}

# 2026-01-05 12:00 UTC plus $1 weeks (python3 rather than `date -d`, which macOS lacks).
week_date() {
  python3 -c 'import datetime, sys
start = datetime.datetime(2026, 1, 5, 12, tzinfo=datetime.timezone.utc)
print((start + datetime.timedelta(weeks=int(sys.argv[1]))).strftime("%Y-%m-%dT%H:%M:%SZ"))' "$1"
}

make_repository() {
  python3 Benchmarks/generate.py "$DIR" --scale 0.2
  git -C "$DIR" init -q -b main
  commit_at "$(week_date 0)" "Generated repository"
  "$FAREWELL" plan "$DIR" > /dev/null
  commit_at "2026-01-05T13:00:00Z" "Migration plan"
  local files=() file week index
  # A loop rather than mapfile, which the bash 3 of macOS lacks.
  while IFS= read -r file; do files+=("$file"); done < <(git -C "$DIR" ls-files '*.swift' | grep -v 'Package.swift$' | sort)
  for week in $(seq 1 24); do
    for index in "${!files[@]}"; do
      if [ $((index % 50)) -eq "$week" ]; then rm -f "$DIR/${files[$index]}"; fi
    done
    commit_at "$(week_date "$week")" "Week $week"
  done
}

if [ ! -x "$FAREWELL" ]; then swift build -c release --product farewell; fi
if [ ! -d "$DIR/.git" ]; then make_repository; fi
quoted=$(printf '%q' "$DIR")
command="$(printf '%q' "$FAREWELL") status --history --format json $quoted > /dev/null"
hyperfine --runs 3 ${EXTRA[@]+"${EXTRA[@]}"} -n cold --prepare "rm -rf $quoted/.farewell/cache" "$command"
hyperfine --runs 3 --warmup 1 ${EXTRA[@]+"${EXTRA[@]}"} -n warm "$command"
