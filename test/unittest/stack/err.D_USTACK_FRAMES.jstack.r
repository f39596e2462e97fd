-- @@stderr --
dtrace: failed to compile script err.D_USTACK_FRAMES.jstack.d: [D_USTACK_FRAMES] line 7: jstack( ) argument #1 must be a non-zero positive integer constant
