-- @@stderr --
dtrace: failed to set -x aggsize: Invalid value for specified option
