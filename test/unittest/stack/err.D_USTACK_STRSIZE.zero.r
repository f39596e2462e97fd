-- @@stderr --
dtrace: failed to compile script err.D_USTACK_STRSIZE.zero.d: [D_USTACK_STRSIZE] line 7: ustack( ) argument #2 must be a positive integer constant
