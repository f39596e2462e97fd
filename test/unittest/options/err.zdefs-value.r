-- @@stderr --
dtrace: failed to set -x zdefs: Invalid value for specified option
