-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_ARG_PROTO.d: [D_PRINTF_ARG_PROTO] line 7: system( ) prototype mismatch: conversion #2 (%d) is missing a corresponding value argument
