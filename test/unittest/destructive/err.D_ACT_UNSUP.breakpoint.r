-- @@stderr --
dtrace: failed to compile script err.D_ACT_UNSUP.breakpoint.d: [D_ACT_UNSUP] line 9: breakpoint( ) is not supported: a BPF program can neither stop the kernel nor spin in it
