-- @@stderr --
dtrace: failed to compile script err.D_DECL_PROTO_TYPE.dynparam.d: [D_DECL_PROTO_TYPE] line 8: function prototype may not use parameter of type dynamic variable: b, parameter #2
