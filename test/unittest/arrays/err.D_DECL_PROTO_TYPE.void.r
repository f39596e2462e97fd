-- @@stderr --
dtrace: failed to compile script err.D_DECL_PROTO_TYPE.void.d: [D_DECL_PROTO_TYPE] line 5: array prototype may not use parameter of type void: (anonymous), parameter #2
