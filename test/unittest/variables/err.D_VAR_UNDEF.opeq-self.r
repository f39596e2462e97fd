-- @@stderr --
dtrace: failed to compile script err.D_VAR_UNDEF.opeq-self.d: [D_VAR_UNDEF] line 10: self->bytes has not yet been declared or assigned
