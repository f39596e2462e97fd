-- @@stderr --
dtrace: failed to compile script err.D_TYPE_ERR.kscope.d: [D_TYPE_ERR] line 7: failed to resolve type no_such_module`struct task_struct: Unknown module name
