== moved
lf_rets 6
mv_argw 0 1
mv_argw 1 2
mv_argw 2 3
mv_loop 3
mv_push 0 1 2 3 4 5
mv_push 1 2 3 4 5 6
mv_push 2 3 4 5 6 7
ra ok
dtrace exit 0
lf_rets:entry at +0x3 (moved past single-stepped instructions)
mv_push:entry at +0x3 (moved past single-stepped instructions)
== observed
pid-place`mv_push
pid-place`mv_push
ra ok
mv_push:entry at +0x0 (not moved: its clauses observe the site)
== entry and return
15 15
21 21
27 27
ra ok
mv_push:entry at +0x3 (moved past single-stepped instructions)
