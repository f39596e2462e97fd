-- @@stderr --
dtrace: failed to compile script err.D_TRACEMEM_DYNSIZE.d: [D_TRACEMEM_DYNSIZE] line 7: tracemem ( ) dynamic size (argument #3) must be of scalar type
