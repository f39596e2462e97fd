-- @@stderr --
dtrace: failed to compile script err.D_DECL_BFCONST.negative.d: [D_DECL_BFCONST] line 6: positive integral constant expression expected as bit-field size
