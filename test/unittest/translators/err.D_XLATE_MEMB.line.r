-- @@stderr --
dtrace: failed to compile script err.D_XLATE_MEMB.line.d: [D_XLATE_MEMB] line 17: translator member nosuch is not a member of struct out
