proc vmlinux exec
proc vmlinux exec-success
proc vmlinux exec-failure
proc vmlinux exit
proc vmlinux lwp-exit
proc vmlinux create
proc vmlinux lwp-create
proc vmlinux start
proc vmlinux lwp-start
proc vmlinux signal-send
proc vmlinux signal-discard
proc vmlinux signal-handle
sched vmlinux on-cpu
sched vmlinux off-cpu
sched vmlinux sleep
sched vmlinux preempt
sched vmlinux dequeue
sched vmlinux enqueue
sched vmlinux wakeup
sched vmlinux change-pri
sched vmlinux surrender
sched vmlinux tick
proc:::exec
  args[0]: string
proc:::exit
  args[0]: int
proc:::create
  args[0]: psinfo_t *
proc:::lwp-create
  args[0]: lwpsinfo_t *
  args[1]: psinfo_t *
proc:::signal-send
  args[0]: lwpsinfo_t *
  args[1]: psinfo_t *
  args[2]: int
proc:::signal-handle
  args[0]: int
  args[1]: struct kernel_siginfo *
  args[2]: uintptr_t
sched:::off-cpu
  args[0]: lwpsinfo_t *
  args[1]: psinfo_t *
sched:::enqueue
  args[0]: lwpsinfo_t *
  args[1]: psinfo_t *
  args[2]: cpuinfo_t *
  args[3]: int
sched:::change-pri
  args[0]: lwpsinfo_t *
  args[1]: psinfo_t *
  args[2]: int
