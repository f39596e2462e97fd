-- @@stderr --
dtrace: failed to compile script err.D_DECL_IDRED.redef.d: [D_DECL_IDRED] line 5: identifier redefined: X
	 current: inline definition
	previous: scalar inline
