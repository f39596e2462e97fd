-- @@stderr --
dtrace: failed to compile script err.D_DECL_PROTO_FORM.func.d: [D_DECL_PROTO_FORM] line 5: parameter is already declared in function prototype: a, parameter #3
