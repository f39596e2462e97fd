full
again

