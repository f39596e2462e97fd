-- @@stderr --
dtrace: failed to compile script err.D_TYPE_ERR.scope-D.d: [D_TYPE_ERR] line 6: failed to resolve type struct D`task_struct: Unknown type name
