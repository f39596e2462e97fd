== uretprobes
ra ok
lf_rets 0 1
lf_rets 1 1
lf_rets 2 1
lf_rets 4 1
lf_rets 5 1
lf_rets 6 1
lf_rets 7 1
lf_rets 8 1
lf_rets 100 3
lf_rets -1 3
lf_rets 3 4
mv_push sum 351 count 9
calls_out 9
ra_read 9
dtrace exit 0
calls_out:return at its return sites: no uretprobe
lf_rets:return as a uretprobe
mv_push:return as a uretprobe
ra_read:return at its return sites: no uretprobe
ra_read:return: no uretprobe: it reads or writes its stack above its own words
== arg0: the return sites
3 rets in lf_rets
ra ok
ret1 0 1
ret1 1 1
ret1 2 1
ret1 3 1
ret2 -1 1
ret3 100 1
dtrace exit 0
lf_rets:return at its return sites: its clauses read arg0 or observe the site
== ustack(): the return sites
      1 pid-place`lf_rets
      1 ra ok
lf_rets:return at its return sites: its clauses read arg0 or observe the site
== -F
CPU FUNCTION
C  -> lf_rets
C  <- lf_rets
C  -> calls_out
C    -> lf_rets
C    <- lf_rets
C  <- calls_out
