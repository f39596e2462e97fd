This should be seen

