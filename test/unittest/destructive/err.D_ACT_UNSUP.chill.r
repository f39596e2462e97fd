-- @@stderr --
dtrace: failed to compile script err.D_ACT_UNSUP.chill.d: [D_ACT_UNSUP] line 9: chill( ) is not supported: a BPF program can neither stop the kernel nor spin in it
