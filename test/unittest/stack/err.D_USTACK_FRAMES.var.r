-- @@stderr --
dtrace: failed to compile script err.D_USTACK_FRAMES.var.d: [D_USTACK_FRAMES] line 7: ustack( ) argument #1 must be a non-zero positive integer constant
