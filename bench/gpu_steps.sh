# Sourced by the time-boxed GPU runs (bench/gpu_check.sh, bench/gpu_models_check.sh), which
# set $out (the output folder) and $deadline (in $SECONDS) first.
#
# step NAME LOG CAP_S CMD...: runs CMD (appending to $out/LOG) for at most CAP_S seconds,
# less if the budget is nearly spent; a step that no longer fits is skipped, saying so.
step() {
    local name=$1 log=$2 cap=$3
    shift 3
    local left=$((deadline - SECONDS - 5))
    ((cap > left)) && cap=$left
    if ((cap < 15)); then
        echo "== $name: skipped, ${left}s of the budget left" | tee -a "$out/steps.log"
        return
    fi
    echo "== $name (cap ${cap}s): $*" | tee -a "$out/steps.log" >>"$out/$log"
    local start=$SECONDS
    # SIGINT first: tune and the benches stop cleanly on it (a local pool is shut down).
    timeout -s INT -k 10 "$cap" "$@" >>"$out/$log" 2>&1
    local rc=$?
    # A local pool runs in sessions of its own: nothing of it may outlive its step.
    pkill -9 -f 'autotune (tracker|device-server)|device_server[.]worker' 2>/dev/null
    echo "== $name: exit $rc after $((SECONDS - start))s" | tee -a "$out/steps.log" >>"$out/$log"
}
