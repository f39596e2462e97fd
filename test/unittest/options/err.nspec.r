-- @@stderr --
dtrace: failed to set -x nspec: Invalid value for specified option
