# Times the stages of .ci/run and scripts/test.sh (sourced by both): "::: NAME" as a stage starts,
# "::: NAME: N s" as it ends, and stage_report lists them all. The list is kept in STAGE_TIMES_FILE,
# which .ci/run passes on, so its own stages and those of the test script share one table.
# Stages that run side by side (stage_beside) are marked so in the table; its last line is the
# wall-clock time since the first stage began, which is less than the sum when some overlapped.
: "${STAGE_TIMES_FILE:=$(mktemp -t stage-times.XXXXXX)}"
: "${STAGE_TIMES_STARTED:=$(date +%s)}"
export STAGE_TIMES_FILE STAGE_TIMES_STARTED
_stage_name=''
_stage_start=0
_beside_pids=()

# Ends the running stage (if any) and starts the next.
stage() {
  stage_end
  _stage_name="$*"
  _stage_start=$(date +%s)
  echo
  echo "::: $*"
}

stage_end() {
  [ -n "$_stage_name" ] || return 0
  local took=$(( $(date +%s) - _stage_start ))
  printf '%6d s  %s\n' "$took" "$_stage_name" >> "$STAGE_TIMES_FILE"
  echo "::: $_stage_name: ${took} s"
  _stage_name=''
}

# stage_beside NAME COMMAND…: runs a stage in the background, beside the others started so, its
# output kept aside and printed whole when it ends (two stages' lines never interleave).
# stages_wait waits for them all and fails when any failed.
stage_beside() {
  stage_end
  local name="$1"; shift
  echo
  echo "::: $name (started beside the next stages; its output follows when it ends)"
  (
    local log start took status
    log=$(mktemp -t stage-output.XXXXXX)
    start=$(date +%s)
    "$@" > "$log" 2>&1
    status=$?
    took=$(( $(date +%s) - start ))
    # One stage prints at a time.
    (
      flock 9
      echo
      echo "::: $name"
      cat "$log"
      echo "::: $name: ${took} s"
      printf '%6d s  %s (side by side)\n' "$took" "$name" >> "$STAGE_TIMES_FILE"
    ) 9>> "$STAGE_TIMES_FILE.lock"
    rm -f "$log"
    exit "$status"
  ) &
  _beside_pids+=("$!")
}

stages_wait() {
  stage_end
  local failed=0 pid
  for pid in "${_beside_pids[@]}"; do wait "$pid" || failed=1; done
  _beside_pids=()
  rm -f "$STAGE_TIMES_FILE.lock"
  return "$failed"
}

stage_report() {
  stage_end
  echo
  echo "::: stage times (wall clock)"
  cat "$STAGE_TIMES_FILE"
  printf '%6d s  total, wall clock from the first stage\n' "$(( $(date +%s) - STAGE_TIMES_STARTED ))"
}
