-- @@stderr --
dtrace: failed to compile script err.D_KEY_TYPE.action-key.d: [D_KEY_TYPE] line 8: void expression may not be used as associative array index: key #1
