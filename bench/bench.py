#!/usr/bin/env python3
"""bench/bench.py: `make bench`, the tracer measured side by side.

Absolute times drift on these shared machines; ratios measured in the same
run, with the variants interleaved (A B C A B C ...) and the median of the
rounds taken, hold.  So every measure runs its variants round-robin and
prints a table, and the run ends with one line per ratio and
bench/results.json.  Nothing here passes or fails.

    bench.py [--quick] [--rounds R] [MEASURE ...]

MEASURE is any of perfire pidplace sleep startup sites procs listing compile syscall ktypes
exec
(all by default);
memory is reported with startup and sites.  See bench/README.md.
"""
import argparse
import glob
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DTRACE = os.path.join(TOP, "build", "dtrace")
BIN = os.path.join(TOP, "build", "bench")
TICK = os.path.join(BIN, "tick")
TICK5 = os.path.join(BIN, "tick-nop5")
TICKC = os.path.join(BIN, "tick-call")
LIMIT = os.path.join(BIN, "limit")
SITES = os.path.join(BIN, "sites1000")
SYSLOOP = os.path.join(BIN, "sysloop")
EXECLOOP = os.path.join(BIN, "execloop")
SYSFLOOR = os.path.join(BIN, "sysfloor")
RESULTS = {}
RATIOS = []


# ---- running things ----

def run(cmd, stdin=None, env=None, stdout=subprocess.PIPE, timeout=600):
    """Run cmd; return (stdout, stderr, wall seconds)."""
    e = dict(os.environ)
    e.update(env or {})
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=stdout,
                         stderr=subprocess.PIPE, env=e)
    out, err = p.communicate(stdin.encode() if stdin else None, timeout=timeout)
    wall = time.monotonic() - t0
    return (out or b"").decode(errors="replace"), err.decode(errors="replace"), wall


TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None


def run_rss(cmd, stdin=None, env=None):
    """Run cmd; return (stderr, wall seconds, peak RSS of cmd in KiB).

    The peak RSS comes from GNU time, which execs cmd from a small process
    of its own (wait4() on a child forked from python would report
    python's RSS, inherited before the exec); None without it.
    """
    full = ([TIME, "-f", "bench-rss %M"] if TIME else []) + cmd
    _, err, wall = run(full, stdin=stdin, env=env, stdout=subprocess.DEVNULL)
    m = re.findall(r"bench-rss (\d+)", err)
    return err, wall, int(m[-1]) if m else None


def tick_ns(text):
    m = re.findall(r"tick: ([0-9.]+) ns/fire", text)
    return float(m[-1]) if m else None



def tick_variants(variants, rounds):
    """Run each (name, cmd, env) variant once a round, interleaved; the
    target's tick_ns() samples of each, and their medians."""
    samples = {name: [] for name, _, _ in variants}
    for _ in range(rounds):
        for name, cmd, env in variants:
            _, err, _ = run(cmd, env=env, stdout=subprocess.DEVNULL)
            samples[name].append(tick_ns(err))
    return samples, {name: med(xs) for name, xs in samples.items()}

def med(xs):
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def ratio(name, num, den, goal=None, atleast=False):
    if num is None or den is None or den == 0:
        line = "%s: n/a" % name
        val = None
    else:
        val = num / den
        line = "%s: %.2f" % (name, val)
        if goal is not None:
            line += "  (goal %s %.2f)" % (">=" if atleast else "<=", goal)
    RATIOS.append(line)
    RESULTS.setdefault("ratios", {})[name] = val


def table(title, header, rows):
    print("\n== %s" % title)
    widths = [max(len(str(r[i])) for r in [header] + rows) for i in range(len(header))]
    for r in [header] + rows:
        print("  " + "  ".join(str(c).rjust(widths[i]) if i else str(c).ljust(widths[i])
                               for i, c in enumerate(r)))


def fmt(x, f="%.1f"):
    return f % x if x is not None else "n/a"


def have_bpftrace():
    if shutil.which("bpftrace"):
        return True
    if os.geteuid() == 0 and not os.environ.get("BENCH_NO_INSTALL"):
        subprocess.run(["apt-get", "install", "-y", "bpftrace"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return shutil.which("bpftrace") is not None


# ---- 1. per-fire cost ----

def site_of(tick):
    """The site's names: limit's, dtrace's probe, bpftrace's probe."""
    if tick == TICKC:	# the pid provider: the entry of tick_fn
        return ("fn:tick_fn", "pid$target:a.out:tick_fn:entry",
                "uprobe:%s:tick_fn" % tick)
    return ("tick", "stapsdt$target:::tick", "usdt:%s:bench:tick" % tick)


def calibrate(tick, seconds):
    """Firings so that the limit run takes about `seconds` of CPU."""
    _, err, _ = run([LIMIT, tick, site_of(tick)[0], tick, "200000"])
    ns = tick_ns(err) or 1000.0
    return max(100000, int(seconds * 1e9 / ns))


def perfire_variants(tick, n, bpftrace):
    prog = "%s %d" % (tick, n)
    lsite, dprobe, bprobe = site_of(tick)
    v = [
        ("untraced", [tick, str(n)]),
        ("limit", [LIMIT, tick, lsite, tick, str(n)]),
        ("dtrace count", [DTRACE, "-qn", dprobe + " { @[pid] = count(); }",
                          "-c", prog]),
        ("dtrace printf", [DTRACE, "-qn", dprobe + ' { printf("%d\\n", arg0); }',
                           "-c", prog]),
    ]
    if bpftrace:
        v += [
            ("bpftrace count", ["bpftrace", "-e",
                                bprobe + " { @[pid] = count(); }", "-c", prog]),
            ("bpftrace printf", ["bpftrace", "-e",
                                 bprobe + ' { printf("%d\\n", arg0); }', "-c", prog]),
        ]
    return v


def m_perfire(args, bpftrace):
    for tick, label in ((TICK, "int3 site"), (TICK5, "nop5 site"),
                        (TICKC, "pid entry site")):
        n = calibrate(tick, 0.5 if args.quick else 1.5)
        variants = perfire_variants(tick, n, bpftrace)
        samples = {name: [] for name, _ in variants}
        for _ in range(args.rounds):
            for name, cmd in variants:
                _, err, _ = run(cmd, stdout=subprocess.DEVNULL)
                samples[name].append(tick_ns(err))
        m = {name: med(xs) for name, xs in samples.items()}
        lim = m["limit"]
        rows = [[name, fmt(m[name]), fmt(m[name] / lim if m[name] and lim else None, "%.2f"),
                 " ".join(fmt(x, "%.0f") for x in samples[name])]
                for name, _ in variants]
        table("per-fire cost, %s (%d firings, %d rounds; ns per firing, target CPU time)"
              % (label, n, args.rounds), ["variant", "median ns", "x limit", "rounds"], rows)
        key, pre = {TICK: ("perfire", "per-fire"),
                    TICK5: ("perfire_nop5", "per-fire nop5"),
                    TICKC: ("perfire_pid", "per-fire pid entry")}[tick]
        RESULTS[key] = {"firings": n, "median_ns": m, "samples": samples}
        ratio(pre + " count/limit", m["dtrace count"], lim, 1.05)
        ratio(pre + " printf/limit", m["dtrace printf"], lim, 1.15)
        if bpftrace:
            ratio(pre + " bpftrace count/limit", m.get("bpftrace count"), lim)
            ratio(pre + " bpftrace printf/limit", m.get("bpftrace printf"), lim)


# ---- 1b. pid sites: moved entries, uretprobes ----

def pidplace_variants(n, bpftrace):
    """(name, command, environment): tick-call's tick_push / tick_mov."""
    prog = "%s %d" % (TICKC, n)
    old = {"DTRACE_PID_NOMOVE": "1"}
    count = " { @[pid] = count(); }"

    def dt(fn, probe, env=None):
        e = {"TICK_FN": fn}
        e.update(env or {})
        return [DTRACE, "-qn", "pid$target:a.out:tick_%s:%s%s" % (fn, probe, count),
                "-c", prog], e

    v = [("untraced", [TICKC, str(n)], {"TICK_FN": "mov"})]
    for name, fn, probe, env in (
            ("entry push-first", "push", "entry", None),
            ("entry mov-first moved", "mov", "entry", None),
            ("entry mov-first first insn", "mov", "entry", old),
            ("entry sub-first moved", "sub", "entry", None),
            ("entry sub-first first insn", "sub", "entry", old),
            ("entry rip-first moved", "rip", "entry", None),
            ("entry rip-first first insn", "rip", "entry", old),
            ("return push-first uretprobe", "push", "return", None),
            ("return push-first ret sites", "push", "return", old),
            ("return mov-first uretprobe", "mov", "return", None),
            ("return mov-first ret sites", "mov", "return", old)):
        cmd, e = dt(fn, probe, env)
        v.append((name, cmd, e))
    if bpftrace:
        v += [("bpftrace uretprobe push-first", ["bpftrace", "-e",
               "uretprobe:%s:tick_push%s" % (TICKC, count), "-c", prog],
               {"TICK_FN": "push"}),
              ("bpftrace uprobe push-first", ["bpftrace", "-e",
               "uprobe:%s:tick_push%s" % (TICKC, count), "-c", prog],
               {"TICK_FN": "push"})]
    return v


def m_pidplace(args, bpftrace):
    """pid entry and return probes at the sites dt_pid_place.c picks,
    against the old sites (DTRACE_PID_NOMOVE=1, a bench knob) and bpftrace."""
    n = 30000 if args.quick else 100000
    variants = pidplace_variants(n, bpftrace)
    samples, m = tick_variants(variants, args.rounds)
    rows = [[name, fmt(m[name]), " ".join(fmt(x, "%.0f") for x in samples[name])]
            for name, _, _ in variants]
    table("pid sites (%d calls, %d rounds; ns per call, target CPU time)"
          % (n, args.rounds), ["variant", "median ns", "rounds"], rows)
    RESULTS["pidplace"] = {"calls": n, "median_ns": m, "samples": samples}
    ratio("pid entry mov-first moved / push-first", m["entry mov-first moved"],
          m["entry push-first"], 1.2)
    ratio("pid entry mov-first moved / first insn", m["entry mov-first moved"],
          m["entry mov-first first insn"])
    for fn in ("sub", "rip"):
        ratio("pid entry %s-first moved / push-first" % fn,
              m["entry %s-first moved" % fn], m["entry push-first"], 1.2)
        ratio("pid entry %s-first moved / first insn" % fn,
              m["entry %s-first moved" % fn], m["entry %s-first first insn" % fn])
    ratio("pid return push-first uretprobe / ret sites",
          m["return push-first uretprobe"], m["return push-first ret sites"])
    ratio("pid return mov-first uretprobe / ret sites",
          m["return mov-first uretprobe"], m["return mov-first ret sites"])
    if bpftrace:
        ratio("pid return uretprobe / bpftrace uretprobe",
              m["return push-first uretprobe"],
              m.get("bpftrace uretprobe push-first"), 1.05)


# ---- 1c. sleepable uprobe programs ----

def m_sleep(args):
    """Per-fire cost of a clause that copies nothing and of one that copies
    (copyinstr of 32 bytes at the user stack pointer, a present page), with
    uprobe programs loaded sleepable (the default) and not
    (DTRACE_NO_SLEEPABLE=1), at the int3 stapsdt site."""
    n = calibrate(TICK, 0.5 if args.quick else 1.5)
    prog = "%s %d" % (TICK, n)
    clauses = [("count", "stapsdt$target:::tick { @[pid] = count(); }"),
               ("copyinstr", "stapsdt$target:::tick { this->s = "
                "copyinstr(uregs[R_SP], 32); @[pid] = count(); }")]
    variants = []
    for cname, d in clauses:
        for sname, env in (("sleepable", {}), ("not sleepable",
                                               {"DTRACE_NO_SLEEPABLE": "1"})):
            variants.append(("%s, %s" % (cname, sname),
                             [DTRACE, "-qn", d, "-c", prog], env))
    samples, m = tick_variants(variants, args.rounds)
    rows = []
    for cname, _ in clauses:
        a, b = m["%s, sleepable" % cname], m["%s, not sleepable" % cname]
        rows.append([cname, fmt(a), fmt(b), fmt(a / b if a and b else None, "%.3f"),
                     " ".join(fmt(x, "%.0f") for x in samples["%s, sleepable" % cname]),
                     " ".join(fmt(x, "%.0f") for x in samples["%s, not sleepable" % cname])])
    table("sleepable uprobe programs: per-fire cost (%d firings, %d rounds; ns per "
          "firing, target CPU time)" % (n, args.rounds),
          ["clause", "sleepable", "not", "ratio", "rounds sleepable", "rounds not"], rows)
    RESULTS["sleep"] = {"firings": n, "median_ns": m, "samples": samples}
    ratio("per-fire count: sleepable/not", m["count, sleepable"],
          m["count, not sleepable"], 1.05)
    ratio("per-fire copyinstr: sleepable/not", m["copyinstr, sleepable"],
          m["copyinstr, not sleepable"], 1.05)


# ---- 2. start-up ----

def start_of(err):
    m = re.search(r"tick: start ([0-9.]+)", err)
    return float(m.group(1)) if m else None


def m_startup(args, bpftrace):
    """dtrace -c of a program that fires once, and BEGIN { exit(0); }
    alone; with PREV_DTRACE (an earlier build, e.g. main's) both again with
    it, in the same rounds."""
    cscript = "stapsdt$target:::tick { @ = count(); }"
    variants = [
        ("program alone", [TICK, "1"]),
        ("dtrace -c", [DTRACE, "-qn", cscript, "-c", TICK + " 1"]),
        ("dtrace BEGIN exit", [DTRACE, "-qn", "BEGIN { exit(0); }"]),
    ]
    prev = os.environ.get("PREV_DTRACE")
    if prev and os.access(prev, os.X_OK):
        variants += [("previous -c", [prev, "-qn", cscript, "-c", TICK + " 1"]),
                     ("previous BEGIN exit", [prev, "-qn", "BEGIN { exit(0); }"])]
    if bpftrace:
        variants.append(("bpftrace -c", ["bpftrace", "-e",
                                         "usdt:%s:bench:tick { @ = count(); }" % TICK,
                                         "-c", TICK + " 1"]))
    walls = {n: [] for n, _ in variants}
    attach = {n: [] for n, _ in variants}
    rss = {n: [] for n, _ in variants}
    for _ in range(args.rounds * 2):
        for name, cmd in variants:
            t0 = time.time()
            err, wall, maxrss = run_rss(cmd)
            walls[name].append(wall * 1e3)
            s = start_of(err)
            attach[name].append((s - t0) * 1e3 if s else None)
            rss[name].append(maxrss)
    rows = [[n, fmt(med(walls[n])), fmt(med(attach[n])), fmt(med(rss[n]), "%d")]
            for n, _ in variants]
    table("start-up: a program that fires once (%d rounds)" % (args.rounds * 2),
          ["variant", "wall ms", "until it runs ms", "peak RSS KiB"], rows)
    RESULTS["startup"] = {"wall_ms": {n: med(walls[n]) for n in walls},
                          "attached_after_ms": {n: med(attach[n]) for n in attach},
                          "peak_rss_kib": {n: med(rss[n]) for n in rss}}
    RATIOS.append("start-up dtrace -c wall ms: %.1f  (goal <= 40)" % med(walls["dtrace -c"]))
    RATIOS.append("start-up BEGIN { exit(0); } wall ms: %.1f  (goal <= 40)"
                  % med(walls["dtrace BEGIN exit"]))
    if "previous -c" in walls:
        ratio("start-up -c: this / previous", med(walls["dtrace -c"]),
              med(walls["previous -c"]))
        ratio("start-up BEGIN exit: this / previous (startup)",
              med(walls["dtrace BEGIN exit"]), med(walls["previous BEGIN exit"]))
    RATIOS.append("start-up dtrace peak RSS KiB: %s" % fmt(med(rss["dtrace -c"]), "%d"))
    if bpftrace:
        ratio("start-up wall dtrace/bpftrace", med(walls["dtrace -c"]), med(walls["bpftrace -c"]))


# ---- 3. many sites ----

def debug_times(err):
    en = [(int(a), float(b)) for a, b in
          re.findall(r"(?:stapsdt|pid): enabled (\d+) (?:sites|probes) in ([0-9.]+) ms",
                     err)]
    dis = [float(x) for x in re.findall(r"detached \d+ fds in ([0-9.]+) ms", err)]
    return en, dis


def m_sites(args):
    rows = []
    cases = [("sites1000 (500 with semaphores)",
              [DTRACE, "-qn", "bsem$target:::, bnosem$target::: { @ = count(); }",
               "-c", SITES], "\n")]
    cases.append(("every libc entry, pid$target:libc.so.6::entry",
                  [DTRACE, "-qn", "pid$target:libc.so.6::entry { @ = count(); }",
                   "-c", TICK + " 1"], None))
    if shutil.which("java"):
        cases.append(("libjvm.so, java -version",
                      [DTRACE, "-Z", "-qn", "stapsdt$target:libjvm.so:: { @ = count(); }",
                       "-c", "java -version"], None))
    for name, cmd, stdin in cases:
        att, det, walls, rsses, nsites = [], [], [], [], 0
        for _ in range(args.rounds):
            err, wall, maxrss = run_rss(cmd, stdin=stdin, env={"DTRACE_DEBUG": "1"})
            en, dis = debug_times(err)
            if en:
                big = max(en)	# the enabling that attached the most sites
                nsites = big[0]
                att.append(big[1])
            det.append(dis[-1] if dis else None)
            walls.append(wall * 1e3)
            rsses.append(maxrss)
        a, d = med(att), med(det)
        rows.append([name, str(nsites), fmt(a), fmt(d),
                     fmt(a + d if a is not None and d is not None else None),
                     fmt(med(walls)), fmt(med(rsses), "%d")])
        RESULTS.setdefault("sites", {})[name] = {
            "sites": nsites, "attach_ms": a, "detach_ms": d, "wall_ms": med(walls),
            "peak_rss_kib": med(rsses)}
        if "libjvm" in name and a is not None and d is not None:
            RATIOS.append("libjvm.so %d sites attach+detach ms: %.1f  (goal <= 100)"
                          % (nsites, a + d))
        elif "libc" in name and a is not None and d is not None:
            RATIOS.append("every libc entry (%d probes) attach+detach ms: %.1f  "
                          "(goal < 1000)" % (nsites, a + d))
        elif a is not None and d is not None:
            RATIOS.append("sites1000 attach+detach ms: %.1f" % (a + d))
    table("many sites (%d rounds)" % args.rounds,
          ["object", "sites", "attach ms", "detach ms", "both", "dtrace wall ms",
           "peak RSS KiB"], rows)


# ---- 4. many processes ----

def procs_once(k, n):
    """Per-fire ns of one process while k processes of tick are traced."""
    rd, wr = os.pipe()
    idle = []
    for _ in range(k - 1):
        idle.append(subprocess.Popen([TICK, "1", "wait"], stdout=wr,
                                     stderr=subprocess.DEVNULL))
    meas = subprocess.Popen([TICK, str(n), "wait"], stdout=wr, stderr=subprocess.PIPE)
    os.close(wr)
    f = os.fdopen(rd)
    for _ in range(k):
        f.readline()
    d = subprocess.Popen([DTRACE, "-qn", 'BEGIN { printf("ready\\n"); } '
                          'bench*:::tick { @[pid] = count(); }'],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    d.stdout.readline()
    meas.send_signal(signal.SIGUSR1)
    _, err = meas.communicate()
    d.send_signal(signal.SIGTERM)
    d.communicate()
    for p in idle:
        p.kill()
    for p in idle:
        p.wait()
    f.close()
    return tick_ns(err.decode())


def m_procs(args):
    ks = [1, 10, 100] if args.quick else [1, 10, 100, 1000]
    n = calibrate(TICK, 0.3 if args.quick else 1.0)
    samples = {k: [] for k in ks}
    for _ in range(args.rounds):
        for k in ks:
            samples[k].append(procs_once(k, n))
    m = {k: med(samples[k]) for k in ks}
    rows = [[str(k), fmt(m[k]), fmt(m[k] / m[1] if m[k] and m[1] else None, "%.2f"),
             " ".join(fmt(x, "%.0f") for x in samples[k])] for k in ks]
    table("per-fire cost in one process while k processes are traced (%d firings)" % n,
          ["k", "median ns", "x k=1", "rounds"], rows)
    RESULTS["procs"] = {"firings": n, "median_ns": m, "samples": samples}
    ratio("per-fire %d procs/1 proc" % ks[-1], m[ks[-1]], m[1], 1.02)
    # From 10 on, every k uses the shared link and the (pid, cookie) hash.
    ratio("per-fire %d procs/10 procs (same dispatch path)" % ks[-1], m[ks[-1]], m[10])


def pidprocs_once(k, n):
    """Per-fire ns of a pid entry probe in one process while k are traced."""
    rd, wr = os.pipe()
    procs = [subprocess.Popen([TICKC, "1", "wait"], stdout=wr,
                              stderr=subprocess.DEVNULL) for _ in range(k - 1)]
    meas = subprocess.Popen([TICKC, str(n), "wait"], stdout=wr, stderr=subprocess.PIPE)
    procs.append(meas)
    os.close(wr)
    f = os.fdopen(rd)
    for _ in range(k):
        f.readline()
    descs = ",".join("pid%d:a.out:tick_fn:entry" % p.pid for p in procs)
    cmd = [DTRACE, "-qn", 'BEGIN { printf("ready\\n"); } ' + descs +
           ' { @[pid] = count(); }']
    for p in procs:
        cmd += ["-p", str(p.pid)]
    d = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    d.stdout.readline()
    meas.send_signal(signal.SIGUSR1)
    _, err = meas.communicate()
    d.send_signal(signal.SIGTERM)
    d.communicate()
    for p in procs[:-1]:
        p.kill()
    for p in procs[:-1]:
        p.wait()
    f.close()
    return tick_ns(err.decode())


def m_pidprocs(args):
    """pid entry probe: 1 process against 8 (a shared link beyond 4)."""
    ks = [1, 8]
    n = calibrate(TICKC, 0.3 if args.quick else 1.0)
    samples = {k: [pidprocs_once(k, n) for _ in range(args.rounds)] for k in ks}
    m = {k: med(samples[k]) for k in ks}
    rows = [[str(k), fmt(m[k]), fmt(m[k] / m[1] if m[k] and m[1] else None, "%.2f"),
             " ".join(fmt(x, "%.0f") for x in samples[k])] for k in ks]
    table("pid entry probe: per-fire cost in one process while k processes are "
          "traced (%d firings)" % n, ["k", "median ns", "x k=1", "rounds"], rows)
    RESULTS["pidprocs"] = {"firings": n, "median_ns": m, "samples": samples}
    ratio("per-fire pid entry 8 procs/1 proc", m[8], m[1], 1.05)


# ---- 5. listing ----

def exec_objects():
    objs = set()
    for maps in glob.glob("/proc/[0-9]*/maps"):
        try:
            with open(maps) as f:
                for line in f:
                    parts = line.split(None, 5)
                    if len(parts) == 6 and "x" in parts[1] and parts[5].startswith("/"):
                        path = parts[5].strip()
                        if os.path.isfile(path):
                            objs.add(path)
        except OSError:
            pass
    return sorted(objs)


def m_listing(args):
    rows = []
    objs = exec_objects()
    cases = [("dtrace -l -P 'stapsdt*'", [DTRACE, "-l", "-P", "stapsdt*"]),
             ("readelf -n, same %d objects" % len(objs), ["readelf", "-n"] + objs)]
    java = None
    if shutil.which("java"):
        tmpd = tempfile.mkdtemp()
        src = os.path.join(tmpd, "Sleep.java")
        with open(src, "w") as f:
            f.write("public class Sleep { public static void main(String[] a) "
                    "throws Exception { Thread.sleep(600000); } }\n")
        java = subprocess.Popen(["java", src], stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        jvm = None
        for _ in range(200):
            try:
                with open("/proc/%d/maps" % java.pid) as f:
                    m = re.search(r"(/\S+/libjvm\.so)", f.read())
                    if m:
                        jvm = m.group(1)
                        break
            except OSError:
                pass
            time.sleep(0.05)
        if jvm:
            cases += [("dtrace -l libjvm.so", [DTRACE, "-l", "-n",
                                               "stapsdt%d:libjvm.so::" % java.pid]),
                      ("readelf -n libjvm.so", ["readelf", "-n", jvm])]
    walls = {n: [] for n, _ in cases}
    lines = {}
    for _ in range(args.rounds):
        for name, cmd in cases:
            out, _, wall = run(cmd)
            walls[name].append(wall * 1e3)
            lines[name] = out.count("\n")
    if java:
        java.kill()
        java.wait()
    for name, _ in cases:
        rows.append([name, fmt(med(walls[name])), str(lines[name])])
    table("listing (%d rounds)" % args.rounds, ["command", "wall ms", "lines out"], rows)
    RESULTS["listing"] = {n: med(walls[n]) for n in walls}
    names = [n for n, _ in cases]
    ratio("listing all stapsdt dtrace/readelf", med(walls[names[0]]), med(walls[names[1]]))
    if len(names) == 4:
        ratio("listing libjvm dtrace/readelf", med(walls[names[2]]), med(walls[names[3]]))


# ---- 6. compile time ----

def compile_script(path, n):
    """One BEGIN clause of n assignments."""
    with open(path, "w") as f:
        f.write("BEGIN {\n")
        f.writelines("x = %d;\n" % (i & 1) for i in range(n))
        f.write("}\n")


def m_compile(args):
    sizes = [10000, 100000, 300000]
    tmpd = tempfile.mkdtemp()
    paths = {}
    for n in sizes:
        paths[n] = os.path.join(tmpd, "stmts%d.d" % n)
        compile_script(paths[n], n)
    samples = {n: [] for n in sizes}
    for _ in range(args.rounds):
        for n in sizes:
            _, err, wall = run([DTRACE, "-e", "-s", paths[n]])
            samples[n].append(wall * 1e3 if not err else None)
    shutil.rmtree(tmpd)
    m = {n: med(samples[n]) for n in sizes}
    rows = [["%d statements" % n, fmt(m[n]),
             " ".join(fmt(x, "%.0f") for x in samples[n])] for n in sizes]
    table("compile time: dtrace -e -s, one clause of N statements (%d rounds)"
          % args.rounds, ["script", "median ms", "rounds"], rows)
    RESULTS["compile"] = {"median_ms": m, "samples": samples}
    ratio("compile 100k/10k statements (linear: 10)", m[100000], m[10000])
    ratio("compile 300k/100k statements (linear: 3)", m[300000], m[100000])


# ---- 7. syscall overhead ----

def sysloop_ns(text):
    m = re.findall(r"sysloop: ([0-9.]+) ns/call", text)
    return float(m[-1]) if m else None


def m_syscall(args):
    """The cost of a system call nobody traces while syscall probes are on."""
    n = 300000 if args.quick else 1000000
    loop = [SYSLOOP, str(n)]
    variants = [
        ("untraced", loop),
        ("openat:entry on", [DTRACE, "-qn", "syscall::openat:entry { @ = count(); }",
                             "-c", " ".join(loop)]),
        ("all entry+return on, other pid", [DTRACE, "-qn",
                             "syscall::: /pid == 1/ { @ = count(); }",
                             "-c", " ".join(loop)]),
        ("getppid:entry traced", [DTRACE, "-qn",
                             "syscall::getppid:entry /pid == $target/ { @ = count(); }",
                             "-c", " ".join(loop)]),
        ("empty sys_enter program (floor)", [SYSFLOOR] + loop),
    ]
    prev = os.environ.get("PREV_DTRACE")
    if prev and os.access(prev, os.X_OK):
        variants.append(("openat:entry on, previous", [prev, "-qn",
                         "syscall::openat:entry { @ = count(); }", "-c", " ".join(loop)]))
    samples = {name: [] for name, _ in variants}
    for _ in range(args.rounds):
        for name, cmd in variants:
            _, err, _ = run(cmd, stdout=subprocess.DEVNULL)
            samples[name].append(sysloop_ns(err))
    m = {name: med(xs) for name, xs in samples.items()}
    base = m["untraced"]
    rows = [[name, fmt(m[name]), fmt(m[name] - base if m[name] and base else None),
             " ".join(fmt(x, "%.0f") for x in samples[name])] for name, _ in variants]
    table("syscall overhead: getppid() x %d, ns per call (target CPU time; %d rounds)"
          % (n, args.rounds), ["variant", "median ns", "+ns", "rounds"], rows)
    RESULTS["syscall"] = {"calls": n, "median_ns": m, "samples": samples}
    ratio("untraced syscall, openat:entry on/untraced", m["openat:entry on"], base, 1.10)
    ratio("untraced syscall, empty sys_enter program/untraced (kernel floor)",
          m["empty sys_enter program (floor)"], base)
    ratio("untraced syscall, openat:entry on/floor", m["openat:entry on"],
          m["empty sys_enter program (floor)"])
    if "openat:entry on, previous" in m:
        ratio("untraced syscall, openat:entry on: this / previous",
              m["openat:entry on"], m["openat:entry on, previous"])
    ratio("untraced syscall, every syscall probe on (other pid)/untraced",
          m["all entry+return on, other pid"], base)


# ---- 8. kernel types: what BTF costs at start-up ----

def m_ktypes(args):
    """BEGIN { exit(0) } never loads BTF, and compiles no D library file
    (against -xnolibs: the library's cost is indexing its names); a script with a kernel type
    pays for parsing vmlinux BTF, indexing its names and converting the
    types it names.  PREV_DTRACE (an earlier build, e.g. main's) adds the
    previous release's BEGIN { exit(0) } for comparison."""
    scripts = [("BEGIN exit", "BEGIN { exit(0); }"),
               ("pid (no BTF)", "BEGIN { trace(pid); exit(0); }"),
               ("curthread->pid", "BEGIN { trace(curthread->pid); exit(0); }"),
               ("sizeof(struct page)",
                "BEGIN { trace(sizeof(struct page)); exit(0); }")]
    variants = [(n, [DTRACE, "-qn", d]) for n, d in scripts]
    variants += [(n + " -e", [DTRACE, "-e", "-qn", d]) for n, d in scripts[1:3]]
    variants.append(("BEGIN exit -xnolibs", [DTRACE, "-xnolibs", "-qn", scripts[0][1]]))
    prev = os.environ.get("PREV_DTRACE")
    if prev and os.access(prev, os.X_OK):
        variants.append(("previous BEGIN exit", [prev, "-qn", scripts[0][1]]))
    walls = {n: [] for n, _ in variants}
    rss = {n: [] for n, _ in variants}
    for _ in range(args.rounds * 2):
        for name, cmd in variants:
            _, wall, maxrss = run_rss(cmd)
            walls[name].append(wall * 1e3)
            rss[name].append(maxrss)
    rows = [[n, fmt(med(walls[n])), fmt(med(rss[n]), "%d")] for n, _ in variants]
    table("kernel types: start-up with and without BTF (%d rounds)"
          % (args.rounds * 2), ["script", "wall ms", "peak RSS KiB"], rows)
    RESULTS["ktypes"] = {"wall_ms": {n: med(walls[n]) for n in walls},
                         "peak_rss_kib": {n: med(rss[n]) for n in rss}}
    ratio("start-up curthread->pid / pid (BTF cost)", med(walls["curthread->pid"]),
          med(walls["pid (no BTF)"]))
    ratio("compile (-e) curthread->pid / pid", med(walls["curthread->pid -e"]),
          med(walls["pid (no BTF) -e"]))
    ratio("start-up BEGIN exit: D library (lazy) / -xnolibs", med(walls["BEGIN exit"]),
          med(walls["BEGIN exit -xnolibs"]))
    if "previous BEGIN exit" in walls:
        ratio("start-up BEGIN exit: this / previous", med(walls["BEGIN exit"]),
              med(walls["previous BEGIN exit"]))


def execs_per_s(text):
    m = re.search(r"execs/s ([0-9.]+)", text)
    return float(m.group(1)) if m else None


def exec_once(n, traced):
    """Exec+exit rate of /bin/true, with or without dtrace following new
    processes for a python*:::gc-start enabling (-Z: nothing matches)."""
    d = None
    if traced:
        d = subprocess.Popen([DTRACE, "-Zqn", 'BEGIN { printf("ready\\n"); } '
                              'python*:::gc-start { @ = count(); }'],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        d.stdout.readline()
    _, err, _ = run([EXECLOOP, str(n)])
    if d is not None:
        d.send_signal(signal.SIGTERM)
        d.communicate()
    return execs_per_s(err)


def m_exec(args):
    n = 300 if args.quick else 1000
    names = ["untraced", "python*:::gc-start -Z"]
    samples = {k: [] for k in names}
    for _ in range(args.rounds):
        samples[names[0]].append(exec_once(n, False))
        samples[names[1]].append(exec_once(n, True))
    m = {k: med(samples[k]) for k in names}
    rows = [[k, fmt(m[k]), fmt(m[k] / m[names[0]] if m[k] and m[names[0]] else None,
             "%.3f"), " ".join(fmt(x, "%.0f") for x in samples[k])] for k in names]
    table("exec+exit of /bin/true (%d, after 20 untimed), while new processes "
          "are followed" % n, ["variant", "execs/s", "x untraced", "rounds"], rows)
    RESULTS["exec"] = {"execs": n, "median_per_s": m, "samples": samples}
    ratio("exec rate: python*:::gc-start -Z / untraced", m[names[1]], m[names[0]],
          0.95, atleast=True)


# ---- main ----

def main():
    ap = argparse.ArgumentParser(description="dtrace benchmarks")
    ap.add_argument("--quick", action="store_true", help="shorter runs, fewer rounds")
    ap.add_argument("--rounds", type=int, default=0)
    ap.add_argument("measures", nargs="*",
                    default=["perfire", "pidplace", "sleep", "startup", "sites", "procs", "pidprocs", "listing",
                             "compile", "syscall", "ktypes", "exec"])
    args = ap.parse_args()
    if args.rounds <= 0:
        args.rounds = 3 if args.quick else 5
    if os.geteuid() != 0:
        sys.exit("bench: run as root (tracing needs it)")
    bpftrace = have_bpftrace()
    print("dtrace benchmarks: %s; bpftrace %s; %d rounds" % (
        os.uname().release, "present" if bpftrace else "absent (not measured)",
        args.rounds))
    for m in args.measures:
        {"perfire": lambda: m_perfire(args, bpftrace),
         "pidplace": lambda: m_pidplace(args, bpftrace),
         "sleep": lambda: m_sleep(args),
         "startup": lambda: m_startup(args, bpftrace),
         "sites": lambda: m_sites(args),
         "procs": lambda: m_procs(args),
         "pidprocs": lambda: m_pidprocs(args),
         "listing": lambda: m_listing(args),
         "compile": lambda: m_compile(args),
         "syscall": lambda: m_syscall(args),
         "ktypes": lambda: m_ktypes(args),
         "exec": lambda: m_exec(args)}[m]()
    print("\n== ratios")
    for line in RATIOS:
        print(line)
    with open(os.path.join(TOP, "bench", "results.json"), "w") as f:
        json.dump(RESULTS, f, indent=1, sort_keys=True, default=str)


if __name__ == "__main__":
    main()
