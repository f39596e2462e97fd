-- @@stderr --
dtrace: failed to compile script err.D_DECL_PARMCLASS.param.d: [D_DECL_PARMCLASS] line 9: inappropriate storage class for function or associative array parameter
