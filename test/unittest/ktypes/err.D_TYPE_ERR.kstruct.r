-- @@stderr --
dtrace: failed to compile script err.D_TYPE_ERR.kstruct.d: [D_TYPE_ERR] line 7: failed to resolve type struct no_such_kernel_struct: Unknown type name
