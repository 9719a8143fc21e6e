#!/usr/bin/env bash
# Times `farewell scan` on a generated RxSwift repository, next to ripgrep counting the same names.
#
#   Benchmarks/scan.sh [DIR]                 farewell vs ripgrep on DIR (default /tmp/farewell-bench)
#   Benchmarks/scan.sh --linearity [BASE]    farewell on 200,000, 1,000,000 and 2,000,000 lines
#                                            (BASE-0.2, BASE-1, BASE-2; default BASE /tmp/farewell-bench)
#
# Missing repositories are generated first with Benchmarks/generate.py (seed from SEED, default 1).
# Needs hyperfine and ripgrep (apt-get install -y hyperfine ripgrep) and builds the release binary
# when .build/release/farewell is missing. Extra hyperfine options go in HYPERFINE_OPTS.
set -euo pipefail
cd "$(dirname "$0")/.."

FAREWELL="${FAREWELL:-$PWD/.build/release/farewell}"
SEED="${SEED:-1}"
read -r -a EXTRA <<< "${HYPERFINE_OPTS:-}"

# The names farewell's catalog counts, as whole words. `rx` stands for `rx.`: with -w, ripgrep wants
# a non-word character after the match, which `rx.tap` does not have after the dot.
IDENTIFIERS=(
  Observable Single Maybe Completable Driver Signal Infallible ControlEvent ControlProperty
  PublishSubject BehaviorSubject ReplaySubject AsyncSubject PublishRelay BehaviorRelay ReplayRelay
  DisposeBag Disposables Disposable disposed flatMapLatest withLatestFrom asDriver asSignal
  asObservable MainScheduler rx
)

need() {
  command -v "$1" > /dev/null || { echo "error: $1 not found (apt-get install -y $2)" >&2; exit 69; }
}

# generate DIR SCALE: makes the repository unless an earlier run left one there.
generate() {
  if [ ! -f "$1/.farewell-bench.json" ]; then
    python3 Benchmarks/generate.py "$1" --seed "$SEED" --scale "$2"
  fi
}

build() {
  if [ ! -x "$FAREWELL" ]; then
    swift build -c release --product farewell
  fi
}

compare() {
  local dir="$1" quoted patterns=""
  generate "$dir" 1
  build
  quoted=$(printf '%q' "$dir")
  for name in "${IDENTIFIERS[@]}"; do patterns+=" -e $name"; done
  hyperfine --warmup 1 ${EXTRA[@]+"${EXTRA[@]}"} \
    "$(printf '%q' "$FAREWELL") scan --format json $quoted > /dev/null" \
    "rg -c -w$patterns $quoted > /dev/null"
}

linearity() {
  local base="$1"
  for scale in 0.2 1 2; do generate "$base-$scale" "$scale"; done
  build
  hyperfine --warmup 1 ${EXTRA[@]+"${EXTRA[@]}"} -L scale 0.2,1,2 \
    "$(printf '%q' "$FAREWELL") scan --format json $(printf '%q' "$base")-{scale} > /dev/null"
}

need hyperfine hyperfine
need rg ripgrep
need python3 python3
if [ "${1:-}" = "--linearity" ]; then
  linearity "${2:-/tmp/farewell-bench}"
else
  compare "${1:-/tmp/farewell-bench}"
fi
