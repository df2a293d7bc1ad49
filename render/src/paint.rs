//! Placeholder so the workspace builds on the engine branch; the render branch owns this file.

use image::{ImageEncoder, RgbImage, codecs::png::PngEncoder};

/// Encodes a picture as PNG bytes.
pub fn encode_png(image: &RgbImage) -> Vec<u8> {
    let mut out = Vec::new();
    PngEncoder::new(&mut out)
        .write_image(
            image.as_raw(),
            image.width(),
            image.height(),
            image::ExtendedColorType::Rgb8,
        )
        .expect("encoding to memory cannot fail");
    out
}
