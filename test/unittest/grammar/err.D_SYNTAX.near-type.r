-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.near-type.d: [D_SYNTAX] line 8: syntax error near "vnode_t, v_no_such_member));"
