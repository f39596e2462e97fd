-- @@stderr --
dtrace: failed to compile script err.D_ARR_BADREF.d: [D_ARR_BADREF] line 7: uregs[ ] must be referenced with a subscript
