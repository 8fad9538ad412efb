#!/usr/bin/env bash
# Builds the fuzz targets (Fuzz/, with libFuzzer and AddressSanitizer) and runs each for SECONDS.
#
#     scripts/fuzz.sh [SECONDS] [TARGET...]     # default: 20 seconds each for json, expression, number
#
# Seeds: the test fixtures, sample-project and ../shared/corpus when it exists (read in place; the JSON
# target reads the folders as they are, scripts/fuzz-seeds.py extracts selectors and numbers for the
# others). New inputs that reach new code are kept in .build-fuzz/corpus/TARGET, so a longer run later
# starts where this one stopped. A crash, a violated invariant or an input slower than 10 s stops the
# target, and its input is written to .build-fuzz/crashes/TARGET/; the script then exits 1.
# Replay one input: .build-fuzz/debug/fuzz-TARGET FILE. Extra libFuzzer flags: FUZZ_FLAGS="-jobs=…".
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-20}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(json expression number)

scratch=.build-fuzz
export SWIFT_BACKTRACE=enable=no  # let libFuzzer report crashes (the backtracer is slow and in the way)
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

echo "== fuzz: build (Fuzz/, -sanitize=fuzzer,address)"
mkdir -p "$scratch"
# The linker warns about every AddressSanitizer helper symbol; only the rest is worth showing.
if ! (cd Fuzz && swift build -c debug -Xswiftc -sanitize=fuzzer,address --scratch-path "../$scratch") \
    >"$scratch/build.log" 2>&1; then
    grep -v "warning: Cannot export local symbol" "$scratch/build.log" | tail -n 40
    echo "fuzz: the build failed" >&2
    exit 1
fi
grep -v "warning: Cannot export local symbol" "$scratch/build.log" | tail -n 1

seed_roots=(Tests/EngineTests/Fixtures sample-project)
[ -d ../shared/corpus ] && seed_roots+=(../shared/corpus)
python3 scripts/fuzz-seeds.py "$scratch/seeds" "${seed_roots[@]}"

failed=()
for target in "${targets[@]}"; do
    corpus="$scratch/corpus/$target"
    crashes="$scratch/crashes/$target"
    mkdir -p "$corpus" "$crashes"
    case "$target" in
        json) seeds=("${seed_roots[@]}"); max_len=4096 ;;
        *) seeds=("$scratch/seeds/$target"); max_len=256 ;;
    esac
    echo "== fuzz: $target for ${seconds}s"
    log="$scratch/fuzz-$target.log"
    # shellcheck disable=SC2086  # FUZZ_FLAGS is a list of flags
    if "$scratch/debug/fuzz-$target" "$corpus" "${seeds[@]}" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
        -dict="Fuzz/dictionaries/$target.dict" -artifact_prefix="$crashes/" -print_final_stats=1 \
        ${FUZZ_FLAGS:-} >"$log" 2>&1; then
        grep -E "^#[0-9]+[[:space:]]+DONE" "$log" || true
    else
        failed+=("$target")
        grep -aE "INFO: Seed|Fatal error|ERROR:|SUMMARY|Test unit written|Base64" "$log" || tail -n 40 "$log"
        echo "fuzz: $target failed; the input is in $crashes/ (full log: $log)" >&2
    fi
done
[ ${#failed[@]} -eq 0 ] || { echo "fuzz: failed: ${failed[*]}" >&2; exit 1; }
