//! A post's action rows as Discord's API takes them: buttons, string selects and the number
//! form (a modal).

use serde::{Deserialize, Serialize};

/// One action row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    /// Discord's component type: 1, an action row.
    #[serde(rename = "type")]
    pub kind: u8,
    pub components: Vec<Component>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Component {
    Button(Button),
    Menu(Menu),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Button {
    /// 2, a button.
    #[serde(rename = "type")]
    pub kind: u8,
    /// 1 primary, 2 secondary, 3 success, 4 danger.
    pub style: u8,
    pub label: String,
    pub custom_id: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Menu {
    /// 3, a string select.
    #[serde(rename = "type")]
    pub kind: u8,
    pub custom_id: String,
    pub placeholder: String,
    pub min_values: u8,
    pub max_values: u8,
    pub options: Vec<MenuOption>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MenuOption {
    pub label: String,
    pub value: String,
}

/// A form with one number field (Discord's modal with a short text input), opened by
/// "Another amount…": its answer is pressed back as `press id:<custom id> values:<number>`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Form {
    pub custom_id: String,
    pub title: String,
    /// The field's label (at most 45 characters).
    pub label: String,
    /// A hint shown in the empty field.
    pub placeholder: String,
}
