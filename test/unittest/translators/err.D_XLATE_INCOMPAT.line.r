-- @@stderr --
dtrace: failed to compile script err.D_XLATE_INCOMPAT.line.d: [D_XLATE_INCOMPAT] line 21: translator member myc definition uses incompatible types: "char *" = "char"
