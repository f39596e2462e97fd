== moved
ra ok
rip_cmp 0 1
rip_cmp 1 1
rip_cmp 2 1
rip_mov 0 1
rip_mov 1 1
rip_mov 2 1
sp_sub 0 1 2 3 4 5
sp_sub 1 1 2 3 4 5
sp_sub 2 1 2 3 4 5
dtrace exit 0
rip_cmp:entry at +0x7 (moved past single-stepped instructions)
rip_mov:entry at +0x7 (moved past single-stepped instructions)
sp_sub:entry at +0x4 (moved past single-stepped instructions)
== arguments on the stack
ra ok
sp_sub 0 0 0
sp_sub 1 10 100
sp_sub 2 20 200
dtrace exit 0
sp_sub:entry at +0x0 (not moved: its clauses read arguments on the stack)
== uregs[R_SP]: the return address into main is there
3 pid-place`main
1 ra ok
dtrace exit 0
sp_sub:entry at +0x0 (not moved: its clauses observe the site)
== entry and return
ra ok
rip_cmp 0 0
rip_cmp 1 1
rip_cmp 2 2
rip_mov 0 7
rip_mov 1 8
rip_mov 2 9
sp_sub 0 0
sp_sub 1 111
sp_sub 2 222
dtrace exit 0
rip_cmp:entry at +0x7 (moved past single-stepped instructions)
rip_cmp:return as a uretprobe
rip_far:return at its return sites: no uretprobe
rip_far:return: no uretprobe: its entry is single-stepped: a uretprobe would cost no less
rip_mov:entry at +0x7 (moved past single-stepped instructions)
rip_mov:return as a uretprobe
sp_sub:entry at +0x4 (moved past single-stepped instructions)
sp_sub:return at its return sites: no uretprobe
sp_sub:return: no uretprobe: its entry is single-stepped: a uretprobe would cost no less
== -lv
sp_sub entry
	Site kind: emulated (+0x4: push %rbx, moved past single-stepped instructions; its first instruction if its clauses read arg6-arg9, uregs[] or the user stack)
rip_cmp entry
	Site kind: emulated (+0x7: jne, moved past single-stepped instructions; its first instruction if its clauses read uregs[] or the user stack)
rip_mov entry
	Site kind: emulated (+0x7: push %rbx, moved past single-stepped instructions; its first instruction if its clauses read uregs[] or the user stack)
rip_far entry
	Site kind: single-stepped (its first instruction: cmpb $0x0,0x3ffffff9(%rip))
