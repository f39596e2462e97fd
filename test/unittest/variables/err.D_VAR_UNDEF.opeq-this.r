-- @@stderr --
dtrace: failed to compile script err.D_VAR_UNDEF.opeq-this.d: [D_VAR_UNDEF] line 11: this->scale has not yet been declared or assigned
