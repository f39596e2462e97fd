grabbed

