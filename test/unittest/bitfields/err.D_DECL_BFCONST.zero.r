-- @@stderr --
dtrace: failed to compile script err.D_DECL_BFCONST.zero.d: [D_DECL_BFCONST] line 7: positive integral constant expression expected as bit-field size
