//! Why a command changed nothing, in words for the one who typed it. Below every other module
//! of the table: the command refuses its own options with it, the posts carry it.

/// A refusal: a message for the invoking user only. Nothing was changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal(pub String);

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A refusal can travel inside an `anyhow::Error` (from code that reads the store) and still
/// reach the user as itself.
impl std::error::Error for Refusal {}

impl<T: Into<String>> From<T> for Refusal {
    fn from(s: T) -> Refusal {
        Refusal(s.into())
    }
}
