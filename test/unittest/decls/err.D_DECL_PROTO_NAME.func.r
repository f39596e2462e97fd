-- @@stderr --
dtrace: failed to compile script err.D_DECL_PROTO_NAME.func.d: [D_DECL_PROTO_NAME] line 5: void parameter may not have a name: x
